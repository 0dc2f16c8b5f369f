/**
 * Stands in for server/src/singleSchema.ts under jest, which forbids module hooks and has no
 * need of that one: jest loads every package through its "require" condition, so Colyseus
 * and the server share one copy of @colyseus/schema already.
 */
export {};
