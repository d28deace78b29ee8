import { insuranceTypesByName } from '#domain/insurance';
import { publicHttp } from '#functions/lib/http';

export const handler = publicHttp({}, async () => ({ insuranceTypes: insuranceTypesByName() }));
