// One engine command's answer for a screen that reads a record once (the account pages): its
// result, whether it is loading, and a reload. A newer call wins over an older one still under
// way, so paging quickly never shows an older page last.

import { useCallback, useEffect, useRef, useState } from 'react'
import type { ApiResult } from '../../domain/api/result.ts'

export interface EngineCall<T> {
  result?: ApiResult<T>
  loading: boolean
  reload(): void
}

/** `inputs`: what the call reads (a page number, a filter); a change calls again. */
export function useEngineCall<T>(
  call: () => Promise<ApiResult<T>>,
  inputs: readonly unknown[],
): EngineCall<T> {
  const [result, setResult] = useState<ApiResult<T> | undefined>(undefined)
  const [loading, setLoading] = useState(true)
  const latest = useRef(0)
  const callRef = useRef(call)
  callRef.current = call
  const key = JSON.stringify(inputs)
  // biome-ignore lint/correctness/useExhaustiveDependencies: key stands for the inputs the call reads
  const run = useCallback(() => {
    const id = ++latest.current
    setLoading(true)
    void callRef.current().then((answer) => {
      if (id !== latest.current) return
      setResult(answer)
      setLoading(false)
    })
  }, [key])
  useEffect(run, [run])
  return { result, loading, reload: run }
}
