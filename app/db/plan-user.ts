import { type Placeholder, type SQL, sql } from "drizzle-orm";
import { wedding, weddingMember } from "./schema-weddings";

/**
 * The account a person's wedding plan is kept under, as SQL (decision 037): the wedding's
 * `plan_user_id` for a member, the person's own id otherwise. Lets a query that runs on every
 * page (the hearts' shortlist) follow the wedding without a round trip of its own.
 */
export function planUserIdOf(userId: string | Placeholder): SQL<string> {
  return sql<string>`coalesce((select ${wedding.planUserId} from ${weddingMember} join ${wedding} on ${wedding.id} = ${weddingMember.weddingId} where ${weddingMember.userId} = ${userId}), ${userId})`;
}
