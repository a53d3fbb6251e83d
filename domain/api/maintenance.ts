// PUT /dev/brands/{brandId}/maintenance (development endpoints): closes a brand for maintenance
// or opens it again, as an operator's switch would (SPEC.md section 2, maintenance).

import * as v from 'valibot'
import { idSchema } from './money.ts'
import { operation } from './operation.ts'

export const maintenanceParamsSchema = v.object({ brandId: idSchema })

export const maintenanceSchema = v.strictObject({
  /** Whether the brand's API calls go to the maintenance page. */
  closed: v.boolean(),
})
export type Maintenance = v.InferOutput<typeof maintenanceSchema>

export const setBrandMaintenance = operation({
  operationId: 'setBrandMaintenance',
  method: 'PUT',
  path: '/dev/brands/{brandId}/maintenance',
  summary:
    'Closes a brand for maintenance, or opens it again (development only): while closed, its API calls redirect to /maintenance',
  description:
    "The operator's switch, for a test: while the brand is closed every API call naming it is redirected to the maintenance page, which the client shows until a call goes through again (SPEC.md section 2). Every process sees the switch within a second. An unknown brand is 404.",
  tags: ['Test hooks'],
  caller: 'test-hook',
  params: maintenanceParamsSchema,
  body: maintenanceSchema,
  answers: { 200: maintenanceSchema },
  errors: { 400: ['invalid-request'], 404: ['not-found'] },
})
