import { removeSeedTemplate } from './seedTemplate';

export default removeSeedTemplate;
