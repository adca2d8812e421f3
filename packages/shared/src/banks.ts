// Banks (docs/decisions/014) a seller can be paid out to, by their Indonesian clearing code (Bank Indonesia / SKN-RTGS
// codes, as payout gateways use them). Zod-free: the seller's Balance page imports it.
export const BANKS = [
  { code: '014', name: 'BCA' },
  { code: '008', name: 'Bank Mandiri' },
  { code: '009', name: 'BNI' },
  { code: '002', name: 'BRI' },
  { code: '451', name: 'BSI (Bank Syariah Indonesia)' },
  { code: '022', name: 'CIMB Niaga' },
  { code: '013', name: 'Bank Permata' },
  { code: '011', name: 'Bank Danamon' },
  { code: '200', name: 'BTN' },
  { code: '028', name: 'OCBC NISP' },
  { code: '016', name: 'Maybank Indonesia' },
  { code: '019', name: 'Panin Bank' },
  { code: '426', name: 'Bank Mega' },
  { code: '441', name: 'KB Bukopin' },
  { code: '110', name: 'Bank BJB' },
  { code: '111', name: 'Bank DKI' },
  { code: '114', name: 'Bank Jatim' },
  { code: '113', name: 'Bank Jateng' },
  { code: '542', name: 'Bank Jago' },
  { code: '535', name: 'SeaBank' },
  { code: '490', name: 'Bank Neo Commerce' },
  { code: '213', name: 'Bank SMBC Indonesia (Jenius)' },
] as const;

export type BankCode = (typeof BANKS)[number]['code'];

export function bankName(code: string): string {
  return BANKS.find((b) => b.code === code)?.name ?? code;
}
