/** The About text: the listing's own description, or a plain sentence made from its facts. */
export function aboutText(vendor: {
  name: string;
  shortDescription: string;
  categoryName: string;
  location: string;
}) {
  return (
    vendor.shortDescription.trim() ||
    `${vendor.name} is a ${vendor.categoryName.toLowerCase()} business based in ${vendor.location}, serving Indian and South Asian weddings across the UK.`
  );
}
