import { formatLongDate } from "~/lib/format";

/** 14 February 2027 (a Date from the database or an ISO date string). */
export const formLongDate = (value: Date | string) => formatLongDate(value);
