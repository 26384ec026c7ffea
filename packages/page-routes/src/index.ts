// '@art/page-routes': the route manifest's types, the path matching, the page table and what a
// page needs first (its data, its remote's scripts). Dependency-free: the shell's entry script
// imports it before the federation boundary, and the gateway without any browser code.
export * from './pageData.js';
export * from './pageScripts.js';
export * from './pageTable.js';
export * from './routeManifest.js';
export * from './routePattern.js';
