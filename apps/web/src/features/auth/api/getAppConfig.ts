import { useQuery } from '@tanstack/react-query';
import { publicRequest } from '../../../lib/publicClient';

export interface AppConfig {
  googleClientId: string | null;
}

export const fetchAppConfig = (): Promise<AppConfig> => publicRequest<AppConfig>('/app/config');

export function useAppConfig() {
  return useQuery({ queryKey: ['app-config'], queryFn: fetchAppConfig, staleTime: Infinity });
}
