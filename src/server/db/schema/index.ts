export * from './reference';
export * from './people';
export * from './auth';
export * from './catalogue';
export * from './site';
export * from './fan';
export * from './trust';
