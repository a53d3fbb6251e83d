import * as v from 'valibot'

/** Every error the server answers with has this body, so a client always gets a reason. */
export const errorBodySchema = v.object({
  /** A request error (invalid-request, unauthorized, forbidden, not-found…) or a RES code. */
  code: v.string(),
  message: v.string(),
})
export type ErrorBody = v.InferOutput<typeof errorBodySchema>
