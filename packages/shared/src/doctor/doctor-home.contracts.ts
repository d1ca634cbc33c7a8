import { BEARER_AUTH, defineContract, errorResponses } from '../api/contract';
import { doctorRequestsQuerySchema, doctorRequestsResponseSchema } from './doctor-home';

export const listDoctorRequests = defineContract({
  operationId: 'listDoctorRequests',
  method: 'GET',
  path: '/api/doctor/requests',
  schema: {
    tags: ['doctor'],
    summary:
      "The logged-in doctor's requests (by MCR number, at the doctor's clinics), searched, filtered and paged",
    security: BEARER_AUTH,
    querystring: doctorRequestsQuerySchema,
    response: { 200: doctorRequestsResponseSchema, ...errorResponses(400, 401, 403) },
  },
});
