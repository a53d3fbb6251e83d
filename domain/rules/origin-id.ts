// The originId a bet placement carries (SPEC.md sections 3 and 9): where the slip was placed from.

export const defaultOriginId = 11
export const nativeAppOriginId = 20

export interface NativeAppFlags {
  isNativeApp: boolean
  forceBetslipOriginId: boolean
}

/** 20 when the native app forces its own origin, 11 otherwise (a web page cannot force it). */
export function originIdOf(flags: NativeAppFlags): number {
  return flags.isNativeApp && flags.forceBetslipOriginId ? nativeAppOriginId : defaultOriginId
}
