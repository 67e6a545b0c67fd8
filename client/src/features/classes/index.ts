// What other features use of classes (a feature reaches another only through its index.ts; docs/architecture.md).
export { classesQueryKey, classQueryOptions, useClass } from "./api/get-class";
