import { Image, MapPin, MessageCircle, Star, Users } from "~/ui/icons";

/** The words and numbers of /list-your-business (spec §2). */
export const BENEFITS = [
  {
    icon: Users,
    title: "Reach couples who are ready to book",
    body: "Couples come to Saath to plan an Indian or South Asian wedding, so the people who find you are already looking for what you offer.",
  },
  {
    icon: MapPin,
    title: "Be found close to home",
    body: "Couples search by postcode and distance, so you appear to the weddings you can actually reach, from Glasgow to Southall.",
  },
  {
    icon: Image,
    title: "Show off your work",
    body: "A profile with your description, contact details and a portfolio of your best photographs, in the category couples are browsing.",
  },
  {
    icon: MessageCircle,
    title: "Hear from couples directly",
    body: "Couples call, e-mail or visit your website straight from your listing. No middleman and no commission on bookings.",
  },
  {
    icon: Star,
    title: "Build trust with ratings",
    body: "Reviews from couples who contacted you through Saath sit on every card (a rating you give yourself never does), and every listing is checked by our team, so couples know you're genuine.",
  },
];

export const STATS = [
  { value: "15,000+", label: "active couples" },
  { value: "4.8/5", label: "average rating" },
  { value: "70%", label: "inquiry-to-booking conversion" },
];

export const PLAN_FEATURES = [
  "Basic business profile",
  "Up to 5 portfolio images",
  "Limited category listing",
  "Email support",
];

export const TESTIMONIALS = [
  {
    quote:
      "We listed our catering business on a Monday and had our first enquiry for a 350-guest wedding by the weekend. Couples arrive already knowing what they want.",
    name: "Rohit Malhotra",
    business: "Malhotra Caterers, Leicester",
  },
  {
    quote:
      "Most of my bridal mehndi bookings used to come from word of mouth. Now brides from across the Midlands find me through my portfolio on Saath.",
    name: "Amrita Kaur",
    business: "Henna by Amrita, Birmingham",
  },
  {
    quote:
      "Claiming our listing took a few minutes. Being in the right category, close to the couples searching, has made a real difference to our diary.",
    name: "Faisal Ahmed",
    business: "Noor Photography, Leeds",
  },
];
