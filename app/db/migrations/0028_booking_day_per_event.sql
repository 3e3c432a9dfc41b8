-- A booking keeps one row per event it covers, not one per day: a ceremony and a reception on
-- the same day are two rows (and still one place on the vendor's calendar), so each event's card
-- says "Booked: {vendor}" (issue 30).
ALTER TABLE "booking_day" DROP CONSTRAINT "booking_day_booking_id_day_pk";--> statement-breakpoint
ALTER TABLE "booking_day" ADD CONSTRAINT "booking_day_event_key" UNIQUE("booking_id","day","enquiry_event_id");
