export * from './engine';
export * from './leader';
export * from './rebase';
export * from './store';
export * from './transport';
