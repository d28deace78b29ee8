import { insuranceTypesByName } from '../../../domain/insurance';
import { publicHttp } from '../../lib/http';

export const handler = publicHttp({}, async () => ({ insuranceTypes: insuranceTypesByName() }));
