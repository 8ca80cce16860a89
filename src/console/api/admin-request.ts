// Every console call after sign-in goes through here: the session token travels as a bearer,
// and a failure is the data layer's ApiRequestError (status, message and parsed JSON body).
import { apiRequest, type ApiRequestOptions } from '../../lib/api/api-client';

export function adminRequest<T>(token: string, path: string, options: ApiRequestOptions = {}): Promise<T> {
  return apiRequest<T>(path, { ...options, headers: { ...options.headers, Authorization: `Bearer ${token}` } });
}
