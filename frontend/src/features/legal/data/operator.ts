/** The operator's data; the values come from configuration at run time (GET /api/site). */
export interface OperatorInfo {
  companyName: string;
  legalForm: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
  managingDirector: string;
  email: string;
  phone: string;
  fax: string;
  registerCourt: string;
  registerNumber: string;
  vatId: string;
}
