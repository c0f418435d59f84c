import type { PublicLanguage } from '@contract';
import { useQuery } from '@tanstack/react-query';

export function useLanguages() {
  return useQuery<PublicLanguage[]>({ queryKey: ['/api/languages'] });
}
