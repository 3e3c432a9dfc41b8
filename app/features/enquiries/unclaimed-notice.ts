/** What the couple is told about an unclaimed listing, before they write. */
export function unclaimedNotice(vendorName: string) {
  return `${vendorName} has not claimed this listing on Saath yet. We will e-mail them that you are interested and ask them to claim it to read and answer your message, so a reply may take longer.`;
}
