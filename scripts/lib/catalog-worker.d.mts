export const CATALOG_WORKER_NODE_OPTIONS: string;
