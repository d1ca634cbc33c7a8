export * from './adjudication';
export * from './case-assignments';
export * from './infrastructure';
export * from './people';
export * from './providers';
export * from './reference';
export * from './requests';
export * from './security';
