export * from './clients';
export * from './meta';
export * from './sync-state';
export * from './users';
