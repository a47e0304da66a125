/** A phone number with only its last 4 digits visible: '13800138000' → '*******8000'. */
export function maskPhone(phone: string | null | undefined): string {
  const text = phone ?? '';
  return text.length <= 4 ? text : '*'.repeat(text.length - 4) + text.slice(-4);
}
