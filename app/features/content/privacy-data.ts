/** The privacy policy's table: what Saath keeps, why, on what basis and for how long. */
export const DATA_WE_KEEP = [
  {
    what: "Your account: name, your partner's name, e-mail address, password (stored only as a one-way hash), wedding date, event names and account type",
    why: "To run your account and your wedding dashboard",
    basis: "Contract",
    kept: "While your account is open; deleted within 30 days of closing it",
  },
  {
    what: "Your shortlist of vendors",
    why: "So your shortlist follows you to any device",
    basis: "Contract",
    kept: "While your account is open",
  },
  {
    what: "Your wedding plan, shared with the family you invite: events, the guest list (the names, households, addresses, dietary needs and answers of guests who never sign up to Saath), the e-mail addresses you invite, the checklist, the budget and a log of who changed what",
    why: "So you can plan the wedding together, and so your guests can answer their invitations through their own links",
    basis: "Contract; for your guests, our legitimate interest in running the invitations you send",
    kept: "While the account the plan is kept under is open, and deleted with it. A guest or household you remove is deleted at once, with the e-mails sent to it and its names in your import reports; the family's activity log keeps the household's name in its lines about it (who added, invited or removed it) until the plan is deleted. If a member deletes their account, the log says \"A former member\" instead of their name",
  },
  {
    what: "Business listings: business name, category, description, contact details, address, postcode (and the map point we look up from it) and photographs",
    why: "To publish the listing in the directory and let couples contact the business",
    basis: "Contract, and our legitimate interest in an accurate directory",
    kept: "While the listing is live; removed within 30 days of a request to delete it",
  },
  {
    what: "Ownership claims: your relationship to the business, the evidence you give, a contact number and our decision",
    why: "To check that only the real owner controls a listing",
    basis: "Legitimate interests (preventing fraud)",
    kept: "As long as the listing exists, and up to 2 years after a claim is rejected",
  },
  {
    what: "Newsletter: your e-mail address, whether you have confirmed, and the dates you subscribed, confirmed or unsubscribed",
    why: "To send the monthly newsletter you asked for, and to make sure we never e-mail you after you unsubscribe",
    basis: "Consent, which you can withdraw with one click",
    kept: "While you are subscribed; after you unsubscribe we keep only the address, marked unsubscribed, unless you ask us to erase it",
  },
  {
    what: "Reviews you write: the stars, title, text, event and month, which enquiry made you eligible, the owner's reply and our moderation decision",
    why: "To show couples reviews they can trust, and to check each one before it appears",
    basis: "Legitimate interests (honest reviews)",
    kept: 'Until you delete the review. If you delete your account, a published review stays on the vendor\'s page as written by "A couple", without your name; reviews not yet published are deleted',
  },
  {
    what: "Messages sent through the contact form: name, e-mail address, topic and message",
    why: "To answer you",
    basis: "Legitimate interests",
    kept: "Up to 2 years, then deleted",
  },
  {
    what: "Sign-in sessions: a random session token, your IP address and browser type",
    why: "To keep you signed in and to spot sign-ins that are not you",
    basis: "Legitimate interests (security)",
    kept: "Until you log out or the session expires after 30 days",
  },
  {
    what: "Rate-limit counters keyed by IP address or e-mail address",
    why: "To stop automated abuse of sign-in and of our forms",
    basis: "Legitimate interests (security)",
    kept: "For the limit's own window (15 minutes for most), and deleted within a day",
  },
  {
    what: "Page visits: the page address, its title, your browser type and the time, with a code that lets us count a page you open several times in one day once. The code is made from the date, your IP address, your browser type and whether you are signed in, scrambled with a key of ours; it cannot be turned back into your address and is different the next day. No IP address, no cookie and nothing that links a visit to your account",
    why: "To see which pages are useful, and to show businesses how often their listing is viewed",
    basis: "Legitimate interests",
    kept: "13 months, then deleted",
  },
  {
    what: "Copies of the e-mails we send you (account links, decisions, enquiry notices), with the address they went to",
    why: 'To send them, to try again when your mail server is briefly unavailable, and to answer "did you send it?"',
    basis: "Contract, and legitimate interests",
    kept: "30 days from when the e-mail was written, then deleted; at once if you delete your account, together with e-mails to others that name you",
  },
  {
    what: "A record of what our administrators change (who approved a listing or a claim, and when)",
    why: "Accountability, and to put mistakes right",
    basis: "Legitimate interests",
    kept: "Up to 6 years",
  },
];
