/** Spec: the category banner's description is chosen by a keyword in the category's name. */
export function categoryBannerText(name: string): string {
  const lower = name.toLowerCase();
  if (lower.includes("bridal")) {
    return "Discover bridalwear designers and boutiques across the UK, from hand-embroidered lehengas to silk sarees, with fittings and alterations for your big day.";
  }
  // Whole words only: "Entertainment" contains "men" but is not menswear.
  if (/\bgroom|\bmen/.test(lower)) {
    return "Find sherwanis, achkans and bandhgalas from groomwear specialists who dress the groom and his whole baraat.";
  }
  if (lower.includes("venue")) {
    return "Explore banqueting suites, hotels and country houses that welcome large Indian weddings, fire ceremonies and multi-day celebrations.";
  }
  return `Find the best ${name} vendors for your Indian wedding in the UK. Browse profiles, read reviews, and connect with top professionals.`;
}
