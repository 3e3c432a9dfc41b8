import type { BlogCategory, BlogChip } from "./blog-categories";
import { readingMinutes } from "./post-body";

export * from "./blog-categories";

export interface BlogPost {
  id: number;
  title: string;
  excerpt: string;
  /** Text in the format `post-body.ts` reads. Only posts 1, 2 and 6 have one (spec). */
  body?: string;
  image: string;
  imageAlt: string;
  author: string;
  /** ISO date, shown as 14 February 2027. */
  date: string;
  /** ISO date of the last change after publishing, when there was one (the sitemap's lastmod). */
  updated?: string;
  readTime: string;
  category: BlogCategory;
  featured?: boolean;
}

const PLANNING_CHECKLIST = `Planning an Indian wedding in the UK is a joyful, many-headed project: several events, two families, a guest list that keeps growing and vendors who are booked up a year ahead in the summer. The couples who enjoy it most are the ones who start early and work to a plan.

This checklist counts down from twelve months. If you have less time, do not panic: work through the earlier sections first and you will catch up quickly.

**Before you start: three decisions**

1. Agree your budget, and who is contributing what. Have this conversation with both families early and write the figures down.
2. Choose your events. Most couples hold some of the haldi, mehndi, sangeet, the ceremony and a reception. Each one needs a venue, food and outfits.
3. Settle an approximate guest count for each event. It drives every quote you will ask for.

**12 months or more to go**

✓ Set your budget and open a shared spreadsheet for quotes and payments
✓ Choose a date, checking the religious calendar with your priest or granthi if auspicious timing matters to your families
✓ Draft the guest list for each event
✓ Book the main venue and, if you need one, your caterer: summer Saturdays go first
✓ Check whether your temple or gurdwara is registered for marriages; if it is not, plan a civil ceremony as well

[image: mandap]

**10 to 11 months to go**

✓ Book your photographer and videographer, and ask to see full galleries, not just highlights
✓ Book the priest, pandit or granthi for the ceremony
✓ Shortlist decorators and mandap hire companies and visit their showrooms
✓ Send save-the-dates, especially to relatives travelling from India, Pakistan, Bangladesh or further afield who may need visas

**8 to 9 months to go**

✓ Start shopping for the bridal outfit; allow six months if it is being made in India
✓ Book the DJ, dhol players and any live musicians for the sangeet and reception
✓ Book the mehndi artist and the bridal makeup and hair artist, with a trial date in the diary
✓ Research honeymoon destinations and check passport expiry dates

**6 to 7 months to go**

✓ Order the groom's outfit and outfits for the wedding party
✓ Choose invitation designs and order printed cards, with inserts for each event
✓ Book guest accommodation blocks near the venue
✓ Arrange wedding transport, from a vintage car to a horse for the baraat

**4 to 5 months to go**

✓ Hold the menu tasting with your caterer and confirm dietary needs: vegetarian, Jain, halal, allergies
✓ Order the wedding cake or mithai and any favours
✓ Book your honeymoon
✓ Send invitations to overseas guests

[image: mehndi]

**2 to 3 months to go**

✓ Send the remaining invitations and set an RSVP date
✓ Give notice of marriage at your local register office: in England and Wales this must be at least 28 days before the legal ceremony
✓ Have the first outfit fittings, wearing the shoes you will wear on the day
✓ Confirm the running order for each event with every vendor

**1 month to go**

✓ Finalise numbers and send the seating plan to the venue
✓ Have the makeup trial and the final outfit fitting
✓ Write a short timeline for each event and share it with your coordinator or a trusted cousin
✓ Break in your shoes and prepare the envelopes for vendor payments

**The final week**

✓ Confirm arrival times with every vendor by phone
✓ Pack an emergency kit: safety pins, plasters, painkillers, a sewing kit, snacks and a phone charger
✓ Hand over final payments and tips in labelled envelopes to someone you trust
✓ Rest, drink water and enjoy the mehndi

**A few things couples wish they had known**

- Everything takes longer on the day than on paper. Add half an hour between events for photographs and travel.
- Put one person in charge of each family's questions, so that vendors are not answering to ten aunties.
- Read every contract for the cancellation terms, the deposit and what happens if the vendor falls ill.
- Keep a little of the budget, around ten per cent, for the costs nobody expects.

When you are ready to start booking, browse vendors by category on Saath, shortlist the ones you like and compare them side by side. Happy planning!`;

const BRIDAL_FASHION = `For many brides, the outfit is the first thing they picture when they imagine the wedding. It is also one of the biggest purchases, and one of the easiest to leave too late. Here is how to choose well when you are shopping in the UK.

**Lehenga, saree or anarkali?**

There is no right answer, only the right one for you, your ceremony and your comfort over a very long day.

- A lehenga (a flared skirt with a blouse and dupatta) is the classic choice for a Hindu or Sikh ceremony and photographs beautifully. Heavier designs can weigh several kilograms, so try one on and walk in it.
- A saree drapes elegantly and suits brides who want something timeless. Ask for a pre-stitched saree if you are nervous about draping on the day.
- An anarkali or a sharara is lighter and easier to dance in, which is why many brides choose one for the sangeet or reception.

**Where to shop**

The UK has some of the best bridal shopping outside South Asia. Southall Broadway and Green Street in London, Ealing Road in Wembley, Belgrave Road in Leicester (the Golden Mile), Soho Road in Birmingham and Wilmslow Road in Manchester all have boutiques with bridal collections.

Many brides also order from designers in India, either on a trip or through a UK stockist. If you do, allow at least six months, and budget for shipping, import duty and VAT when the parcel arrives.

[image: reception]

**Booking your appointments**

1. Decide your budget before you walk in, including alterations and the dupatta.
2. Book weekday appointments if you can: Saturdays are busy and rushed.
3. Bring no more than two or three people whose opinion you trust.
4. Take photographs of everything you try on, from the front, the side and the back.
5. Ask how many fittings are included and how long alterations take.

**Thinking about the British weather**

An October wedding in Leeds is not a spring wedding in Jaipur. If your ceremony or photographs are outdoors, think about a matching shawl or a velvet jacket, and choose fabrics that will not crush in the car.

Light colours are lovely for a summer garden ceremony; deep reds, maroons and emerald greens glow in candlelit winter receptions.

**What to bring to your fittings**

✓ The shoes you will wear on the day, or ones of the same heel height
✓ The jewellery you are planning to wear, especially a heavy necklace or maang tikka
✓ The right underwear and any shapewear
✓ A friend to check that you can sit, dance and climb stairs comfortably

**Caring for your outfit afterwards**

Hang heavy outfits flat or fold them in muslin rather than on a hanger, so the embroidery does not pull. Take the outfit to a specialist dry cleaner who knows zari and hand embroidery, and ask for a written quote before they start.

Finally, remember that your outfit is there to make you feel like yourself on a wonderful day. If it is comfortable, fits well and makes you smile in the mirror, it is the right one.`;

const PHOTOGRAPHY_BRIEF = `Your photographs and film are what you keep long after the flowers have faded and the last of the mithai has gone. A good photographer for an Indian wedding knows the ceremonies, moves quietly, and works well with large families. A good brief from you makes a great photographer even better.

**Choosing the right photographer**

Look beyond the highlights reel on social media. Ask each photographer for two or three complete galleries from weddings like yours: the same faith, a similar number of guests, and ideally a similar venue.

- Check how they handle low light in a temple, a gurdwara or an evening reception.
- Ask whether a second shooter is included; with three hundred guests, one person cannot be everywhere.
- Ask how long editing takes. Eight to twelve weeks is common for a full gallery.
- Confirm that they hold public liability insurance, which many UK venues require.
- If you want drone footage, ask for the operator's registration and insurance, and check that your venue allows it.

**Writing your shot list**

You do not need to list every photograph, but some moments only happen once, and your photographer cannot know every family tradition.

1. The arrival of the baraat, and the milni between the two families.
2. The jaimala or varmala exchange.
3. Key moments of the ceremony: the pheras or the laavan, the sindoor and mangalsutra, or the moment that matters most in your tradition.
4. The doli or vidaai, which is often emotional and quick.
5. The first entrance at the reception and the first dance.

[image: mandap]

**Family groups without the chaos**

Family photographs can swallow an hour if nobody plans them. Write a list of groups, in order, with names, and give it to one organised cousin from each side who knows everybody. They can round people up while the photographer works.

Keep the list to around fifteen groups. Start with the largest and work down, so that elders can sit down again as soon as possible.

**Respecting your venues**

Many temples and gurdwaras have rules about where photographers may stand and whether flash is allowed. Ask your venue, and pass the answer to your photographer before the day, so they can bring the right lenses.

**Timings for a multi-day wedding**

- Mehndi and haldi: two to three hours of relaxed, colourful coverage is usually enough.
- Sangeet: make sure the performances are on the timeline, so that nobody misses the family dance.
- Ceremony day: allow time for getting-ready shots, the ceremony itself and portraits before the reception.

**Before you sign**

✓ A written contract listing the events, the hours and the number of photographers
✓ The deposit, the payment dates and the cancellation terms
✓ How and when you will receive the photographs, and how long they stay online
✓ Whether travel, parking and meals on the day are included in the price

Brief your photographer well and you can forget about the camera on the day. That is when the best photographs happen.`;

const posts: Omit<BlogPost, "readTime">[] = [
  {
    id: 1,
    title: "The 12-Month Indian Wedding Planning Checklist for UK Couples",
    excerpt:
      "From booking the venue a year ahead to the emergency kit for the final week: a month-by-month plan for a stress-free Indian wedding in the UK.",
    body: PLANNING_CHECKLIST,
    image: "/images/blog/planning.svg",
    imageAlt: "A wedding planner's notebook and calendar beside marigold flowers",
    author: "Priya Sharma",
    date: "2026-10-12",
    category: "Planning",
    featured: true,
  },
  {
    id: 2,
    title: "Lehenga, Saree or Anarkali? Choosing Your Bridal Outfit in the UK",
    excerpt:
      "Where to shop from Southall to Leicester's Golden Mile, how early to order from India, and what to bring to every fitting.",
    body: BRIDAL_FASHION,
    image: "/images/blog/bridal-fashion.svg",
    imageAlt: "A red and gold bridal lehenga displayed on a dress form",
    author: "Meera Kapoor",
    date: "2026-09-28",
    category: "Fashion",
  },
  {
    id: 3,
    title: "Haldi, Mehndi and Sangeet: The Meaning Behind the Celebrations",
    excerpt:
      "The stories behind the pre-wedding ceremonies, and how British South Asian families are making them their own.",
    image: "/images/blog/traditions.svg",
    imageAlt: "Bowls of turmeric paste, flower petals and a brass diya",
    author: "Sunita Rao",
    date: "2026-09-14",
    category: "Traditions",
  },
  {
    id: 4,
    title: "Finding a UK Venue That Can Host a Big Indian Wedding",
    excerpt:
      "Capacity, outside caterers, fire rules for the mandap and late licences: the questions to ask before you pay a deposit.",
    image: "/images/blog/venues.svg",
    imageAlt: "A grand country house venue with lit windows at dusk",
    author: "Rahul Verma",
    date: "2026-08-30",
    category: "Venues",
  },
  {
    id: 5,
    title: "Planning a Wedding Menu That Pleases Every Generation",
    excerpt:
      "Live chaat counters, Indo-Chinese favourites and the perfect dal: how to plan a menu for three hundred guests and every dietary need.",
    image: "/images/blog/catering.svg",
    imageAlt: "A thali with small bowls of curries, rice and bread",
    author: "Nisha Patel",
    date: "2026-08-16",
    category: "Catering",
  },
  {
    id: 6,
    title: "How to Brief Your Photographer for a Multi-Day Wedding",
    excerpt:
      "Shot lists, family groups without the chaos, temple and gurdwara rules, and what to check before you sign the contract.",
    body: PHOTOGRAPHY_BRIEF,
    image: "/images/blog/photography.svg",
    imageAlt: "A camera with a long lens resting on a silk cloth",
    author: "Arjun Dhillon",
    date: "2026-08-02",
    category: "Photography",
  },
];

/** Posts without a body still need a read time on the list; these are estimates. */
const LIST_ONLY_READ_MINUTES: Record<number, number> = { 3: 6, 4: 7, 5: 5 };

export const BLOG_POSTS: BlogPost[] = posts.map((post) => ({
  ...post,
  readTime: `${post.body ? readingMinutes(post.body) : (LIST_ONLY_READ_MINUTES[post.id] ?? 5)} min read`,
}));

/** The featured post and the other posts shown for a chip (spec: featured for All or Planning). */
export function postsForChip(chip: BlogChip) {
  const featured = BLOG_POSTS.find((post) => post.featured) ?? null;
  return {
    featured: featured && (chip === "All" || chip === featured.category) ? featured : null,
    posts: BLOG_POSTS.filter(
      (post) => !post.featured && (chip === "All" || post.category === chip),
    ),
  };
}

/** Only posts with a body can be opened (spec: posts 1, 2 and 6). */
export function findReadablePost(id: string): BlogPost | null {
  if (!/^[1-9]\d{0,5}$/.test(id)) return null;
  return BLOG_POSTS.find((post) => post.id === Number(id) && post.body) ?? null;
}
