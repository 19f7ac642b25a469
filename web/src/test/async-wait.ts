import { configure } from "@testing-library/dom";

// A screen test's waits (findBy…, waitFor) give up after 5 s rather than Testing Library's 1 s: the
// suite runs its files side by side, and on a loaded two-core machine a debounced check or a fake
// server's answer can take longer than a second to show. A wait that succeeds is not slowed.
configure({ asyncUtilTimeout: 5000 });
