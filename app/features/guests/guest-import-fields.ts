/** The fields a guest spreadsheet's columns can be matched to, and the words that guess them. */
export const IMPORT_FIELDS = [
  {
    id: "household",
    label: "Household",
    hint: "Rows with the same household become one invitation",
    words: ["household", "household name", "family", "party", "invitation", "invite", "address to"],
  },
  {
    id: "name",
    label: "Name",
    hint: "Each row is one person (required)",
    words: [
      "name",
      "full name",
      "guest",
      "guest name",
      "guests",
      "person",
      "first name",
      "forename",
    ],
  },
  {
    id: "surname",
    label: "Surname",
    hint: "Added after the name when the file keeps them apart",
    words: ["surname", "last name", "family name", "lastname"],
  },
  {
    id: "side",
    label: "Side",
    hint: "Whose family or friends",
    words: ["side", "bride or groom", "whose side", "bride/groom"],
  },
  {
    id: "group",
    label: "Group",
    hint: "Family, friends, work, neighbours or your own word",
    words: ["group", "relationship", "relation", "category", "circle"],
  },
  {
    id: "tags",
    label: "Tags",
    hint: "Separated by commas",
    words: ["tags", "tag", "labels", "label"],
  },
  {
    id: "email",
    label: "E-mail",
    hint: "",
    words: ["email", "e-mail", "email address", "e-mail address", "mail"],
  },
  {
    id: "phone",
    label: "Phone",
    hint: "",
    words: [
      "phone",
      "mobile",
      "telephone",
      "tel",
      "whatsapp",
      "contact number",
      "phone number",
      "mobile number",
    ],
  },
  {
    id: "address",
    label: "Address",
    hint: "",
    words: ["address", "postal address", "home address"],
  },
  {
    id: "child",
    label: "Adult or child",
    hint: "Child, yes, or an age under 18 counts as a child",
    words: ["child", "adult or child", "adult/child", "age", "kid", "children", "is child"],
  },
  {
    id: "dietary",
    label: "Dietary needs",
    hint: "e.g. vegetarian, Jain, nut allergy",
    words: [
      "dietary",
      "diet",
      "dietary needs",
      "dietary requirements",
      "meal",
      "food",
      "meal choice",
    ],
  },
  {
    id: "notes",
    label: "Notes",
    hint: "Accessibility or seating notes",
    words: ["notes", "note", "accessibility", "access", "comments", "seating", "table", "needs"],
  },
] as const;

export type ImportFieldId = (typeof IMPORT_FIELDS)[number]["id"];
/** Which column (0-based) each field is read from; null when the file has none. */
export type ColumnMapping = Record<ImportFieldId, number | null>;
