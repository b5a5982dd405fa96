import type { SiteInfoDto } from '../../../api/generated/model';

/** The operator's data as configured on the server (GET /api/site). */
export type Operator = SiteInfoDto;

export function operatorName(op: Operator): string {
  return `${op.companyName} ${op.legalForm}`.trim();
}

/** Name and postal address, one line each. */
export function operatorAddress(op: Operator): string {
  return [operatorName(op), op.street, `${op.postalCode} ${op.city}`, op.country].join('\n');
}
