/** 'IDR.' followed by the integer amount with dot thousands separators (spec §9), e.g. IDR.1.250.000 */
export function formatIdr(amount: number): string {
  const rounded = Math.round(amount);
  const sign = rounded < 0 ? '-' : '';
  const digits = String(Math.abs(rounded)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `IDR.${sign}${digits}`;
}
