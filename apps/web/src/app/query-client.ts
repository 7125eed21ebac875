import { QueryClient } from "@tanstack/react-query";

/** One cache for the whole app. Failures are shown by the screens through `showError`. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
