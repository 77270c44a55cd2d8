import { create } from 'zustand';
import { getCustomerService, type CustomerServiceEntry } from '../api/get-customer-service';

type CustomerServiceState = {
  entries: CustomerServiceEntry[] | null;
  /** Fetches once per page; on failure the list stays empty (the page still shows its message). */
  load: () => Promise<void>;
};

let inFlight: Promise<void> | null = null;

export const useCustomerServiceStore = create<CustomerServiceState>()((set, get) => ({
  entries: null,
  load: () => {
    if (get().entries) return Promise.resolve();
    inFlight ??= getCustomerService()
      .then((result) => {
        if (result.ok) set({ entries: result.value.list });
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  },
}));

export const selectCustomerServiceEntries = (s: CustomerServiceState) => s.entries;
export const selectLoadCustomerService = (s: CustomerServiceState) => s.load;
