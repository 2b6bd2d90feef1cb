export * from './engine';
export * from './leader';
export * from './rebase';
export * from './sync-store';
export * from './transport';
