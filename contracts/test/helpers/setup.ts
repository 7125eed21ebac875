import { afterAll } from "vitest";
import { writeCoverageHits } from "./coverage.js";

afterAll(() => writeCoverageHits());
