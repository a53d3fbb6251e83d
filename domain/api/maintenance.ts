// PUT /dev/brands/{brandId}/maintenance (development endpoints): closes a brand for maintenance
// or opens it again, as an operator's switch would (SPEC.md section 2, maintenance).

import * as v from 'valibot'
import { idSchema } from './money.ts'

export const maintenanceParamsSchema = v.object({ brandId: idSchema })

export const maintenanceSchema = v.strictObject({
  /** Whether the brand's API calls go to the maintenance page. */
  closed: v.boolean(),
})
export type Maintenance = v.InferOutput<typeof maintenanceSchema>
