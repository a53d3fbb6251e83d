// What an engine call answers: data, or an error the bettor can cause or meet. Expected failures
// are values, never exceptions crossing the worker boundary; only bugs throw.

export interface ApiError {
  /** HTTP status; 0 when no response came (network error, aborted, timed out). */
  status: number
  /** A RES code (SPEC.md section 8) or a request error code such as invalid-request. */
  code?: string
  message: string
  /** The uuid sent with the request, shown to the bettor for support (place-bet 500). */
  reference?: string
}

export type ApiResult<T> = { ok: true; data: T } | { ok: false; error: ApiError }

/** The error for a call that threw instead of answering: no response came, so status 0. */
export const noResponse = (thrown: unknown): ApiError => ({
  status: 0,
  message: thrown instanceof Error ? thrown.message : String(thrown),
})
