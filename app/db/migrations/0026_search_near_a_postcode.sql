-- A search near a postcode (decision 051): the words and the vendor's cell of a grid a fifth of a
-- degree each way (about 14 by 8 miles in Britain) in one GIN index, so the two are intersected
-- entry by entry instead of as two bitmaps of 45,000 and 97,000 rows at a million vendors.
CREATE INDEX "vendor_search_cell_idx" ON "vendor" USING gin ("search_vector",(array[(floor("lat" * 5)::int * 10000 + floor("lng" * 5)::int)])) WHERE approval_status = 'approved';
