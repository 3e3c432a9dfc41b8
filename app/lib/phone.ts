/** A UK number: 0 or +44 / 0044, then 9 or 10 digits; spaces, brackets and dashes allowed. */
export function isUkPhone(value: string): boolean {
  let compact = value.replace(/[\s()-]/g, "");
  const international = compact.match(/^(?:\+44|0044)0?(\d+)$/);
  if (international) compact = `0${international[1]}`;
  return /^0\d{9,10}$/.test(compact);
}
