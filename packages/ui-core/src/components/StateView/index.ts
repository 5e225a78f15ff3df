export { Loading, Empty, ErrorState } from './StateView';
