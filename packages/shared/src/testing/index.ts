// Test data for the workspaces' tests, imported as `@preauth/shared/testing`: a separate entry
// from the package's own, so none of it reaches the web bundle.
export * from './doctor-form';
export * from './straight-through-invariant';
