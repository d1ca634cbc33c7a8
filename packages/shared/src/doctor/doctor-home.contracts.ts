import { defineContract, errorResponses } from '../api/contract';
import { doctorRequestsQuerySchema, doctorRequestsResponseSchema } from './doctor-home';

export const listDoctorRequests = defineContract({
  operationId: 'listDoctorRequests',
  method: 'GET',
  path: '/api/doctor/requests',
  callers: { users: ['doctor'] },
  schema: {
    tags: ['doctor'],
    summary:
      "The logged-in doctor's requests (by MCR number, at the doctor's clinics), searched, filtered and paged",
    querystring: doctorRequestsQuerySchema,
    response: { 200: doctorRequestsResponseSchema, ...errorResponses(400, 401, 403) },
  },
});
