/** A mobile number as pages show it to its owner in notices: 138****8000. */
export function maskedPhone(phone: string): string {
  return /^\d{11}$/.test(phone) ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}
