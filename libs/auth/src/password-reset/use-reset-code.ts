import { useQuery } from '@tanstack/react-query';
import { useBackend } from '@console/backend/react';

/** The account e-mail a reset code belongs to; errors with the provider's code when it is expired or invalid. */
export function useResetCode(oobCode: string) {
  const { auth } = useBackend();
  return useQuery({
    queryKey: ['password-reset-code', oobCode],
    queryFn: () => auth.verifyPasswordResetCode(oobCode),
    // An expired or used code stays so; a retry is offered to the person for network failures only.
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
