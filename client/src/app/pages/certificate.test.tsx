import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Route, Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { createQueryClient } from "@/lib/query-client";
import { HttpResponse, mockRoutes, requests } from "@/test/msw";
import CertificatePage from "./certificate";

function renderAt(path: string) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={memoryLocation({ path }).hook}>
        <Route path="/certificates/:code">
          <CertificatePage />
        </Route>
      </Router>
    </QueryClientProvider>,
  );
}

describe("/certificates/{code}", () => {
  it("confirms a genuine certificate with the first name and the achievement only", async () => {
    mockRoutes({
      "/api/certificates/0A1B-2C3D-4E5F-6071": () =>
        HttpResponse.json({
          valid: true,
          status: "valid",
          achievement: "Juz 'Amma memorised",
          firstName: "Zayd",
          teacherName: "Amina Yusuf",
          earnedAt: "2030-03-01T15:00:00.000Z",
        }),
    });
    // As printed, or typed in lower case: the same certificate.
    renderAt("/certificates/0a1b-2c3d-4e5f-6071");
    // Nothing is vouched for before the answer.
    expect(screen.getByRole("heading", { name: "Checking the certificate" })).toBeInTheDocument();
    expect(screen.queryByText(/Genuine/)).not.toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Checking the certificate...");
    expect(await screen.findByRole("heading", { name: "Genuine Halaqa certificate" })).toBeInTheDocument();
    // The same live region now speaks the answer.
    expect(screen.getByRole("status")).toHaveTextContent("Genuine Halaqa certificate");
    expect(await screen.findByText("Juz 'Amma memorised")).toBeInTheDocument();
    expect(screen.getByText("Zayd")).toBeInTheDocument();
    expect(screen.getByText("Amina Yusuf")).toBeInTheDocument();
    expect(screen.getByText("0A1B-2C3D-4E5F-6071")).toBeInTheDocument();
  });

  it("says a withdrawn certificate is no longer valid, and when it was withdrawn", async () => {
    mockRoutes({
      "/api/certificates/0A1B-2C3D-4E5F-6071": () =>
        HttpResponse.json({
          valid: false,
          status: "withdrawn",
          withdrawnFor: "correction",
          achievement: "Juz 'Amma memorised",
          firstName: "Zayd",
          teacherName: "Amina Yusuf",
          earnedAt: "2030-03-01T15:00:00.000Z",
          revokedAt: "2030-03-02T09:00:00.000Z",
        }),
    });
    renderAt("/certificates/0A1B-2C3D-4E5F-6071");
    expect(await screen.findByRole("heading", { name: "Certificate withdrawn" })).toBeInTheDocument();
    expect(screen.getByText(/no longer valid/)).toBeInTheDocument();
    expect(screen.getByText(/the teacher corrected the lesson's record/)).toBeInTheDocument();
    expect(screen.getByText("Withdrawn on")).toBeInTheDocument();
    expect(screen.queryByText(/Genuine/)).not.toBeInTheDocument();
  });

  it("says a juz or khatm certificate awaiting its second confirmation is not valid yet (issue 31)", async () => {
    mockRoutes({
      "/api/certificates/0A1B-2C3D-4E5F-6071": () =>
        HttpResponse.json({
          valid: false,
          status: "awaiting_confirmation",
          achievement: "Khatm: the whole Quran memorised",
          firstName: "Zayd",
          teacherName: "Amina Yusuf",
          earnedAt: "2030-03-01T15:00:00.000Z",
        }),
    });
    renderAt("/certificates/0A1B-2C3D-4E5F-6071");
    expect(await screen.findByRole("heading", { name: "Certificate awaiting confirmation" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Certificate awaiting confirmation");
    expect(screen.getByText(/not valid yet/)).toBeInTheDocument();
    expect(screen.getByText("Not valid until confirmed")).toBeInTheDocument();
    expect(screen.getByText("Khatm: the whole Quran memorised")).toBeInTheDocument();
    expect(screen.queryByText(/Genuine/)).not.toBeInTheDocument();
    expect(screen.queryByText(/withdrawn/i)).not.toBeInTheDocument();
  });

  it("names the second confirmation of a valid juz certificate", async () => {
    mockRoutes({
      "/api/certificates/0A1B-2C3D-4E5F-6071": () =>
        HttpResponse.json({
          valid: true,
          status: "valid",
          achievement: "Juz 30 memorised",
          firstName: "Zayd",
          teacherName: "Amina Yusuf",
          earnedAt: "2030-03-01T15:00:00.000Z",
          confirmedAt: "2030-03-04T10:00:00.000Z",
        }),
    });
    renderAt("/certificates/0A1B-2C3D-4E5F-6071");
    expect(await screen.findByRole("heading", { name: "Genuine Halaqa certificate" })).toBeInTheDocument();
    expect(screen.getByText(/confirmed by a second teacher/)).toBeInTheDocument();
    expect(screen.getByText("Confirmed on")).toBeInTheDocument();
  });

  it("says a certificate withdrawn by Halaqa for cause is no longer valid, and not because of a correction", async () => {
    mockRoutes({
      "/api/certificates/0A1B-2C3D-4E5F-6071": () =>
        HttpResponse.json({
          valid: false,
          status: "withdrawn",
          withdrawnFor: "cause",
          achievement: "Khatm: the whole Quran memorised",
          firstName: "Zayd",
          teacherName: "Amina Yusuf",
          earnedAt: "2030-03-01T15:00:00.000Z",
          revokedAt: "2030-03-09T09:00:00.000Z",
        }),
    });
    renderAt("/certificates/0A1B-2C3D-4E5F-6071");
    expect(await screen.findByRole("heading", { name: "Certificate withdrawn" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Certificate withdrawn");
    expect(screen.getByText(/after reviewing the teacher who issued it/)).toBeInTheDocument();
    expect(screen.queryByText(/corrected the lesson's record/)).not.toBeInTheDocument();
    expect(screen.getByText("Withdrawn on")).toBeInTheDocument();
  });

  it("says an unknown code is not a certificate", async () => {
    mockRoutes({
      "/api/certificates/0000-0000-0000-0000": () =>
        HttpResponse.json({ message: "Certificate not found" }, { status: 404 }),
    });
    renderAt("/certificates/0000-0000-0000-0000");
    expect(await screen.findByRole("heading", { name: "Certificate not found" })).toBeInTheDocument();
    expect(requests("GET", "/api/certificates/0000-0000-0000-0000")).toHaveLength(1);
  });

  it("refuses a malformed code without asking the server", async () => {
    renderAt("/certificates/not-a-code");
    expect(await screen.findByRole("heading", { name: "Certificate not found" })).toBeInTheDocument();
    expect(requests()).toEqual([]);
  });

  it("survives a stray percent sign in the address", async () => {
    renderAt("/certificates/abc%25");
    expect(await screen.findByRole("heading", { name: "Certificate not found" })).toBeInTheDocument();
  });
});
