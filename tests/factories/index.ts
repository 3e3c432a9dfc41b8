/**
 * The integration tests' factories (docs/architecture.md "Factories"): every row a test needs
 * of its own, written through the product's own writers.
 */
export * from "./enquiries";
export * from "./events";
export * from "./reviews";
export * from "./unique";
export * from "./users";
export * from "./vendors";
