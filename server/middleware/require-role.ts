// Access checks. Roles are granted by `roles`, never by currentRole (api.md).
import type { NextFunction, Request, Response } from "express";
import type { Role } from "@shared/constants";
import type { PublicUser } from "@shared/users";
import { HttpError } from "../http-error";

export function requireAuth(req: Request, _res: Response, next: NextFunction) {
  if (!req.isAuthenticated?.() || !req.user) return next(new HttpError(401, "Unauthorized"));
  next();
}

export function requireRole(...roles: Role[]) {
  return (req: Request, _res: Response, next: NextFunction) => {
    if (!req.isAuthenticated?.() || !req.user) return next(new HttpError(401, "Unauthorized"));
    const held = (req.user as PublicUser).roles;
    if (!roles.some((r) => held.includes(r))) return next(new HttpError(403, "Forbidden"));
    next();
  };
}

export function currentUser(req: Request): PublicUser {
  if (!req.user) throw new HttpError(401, "Unauthorized");
  return req.user as PublicUser;
}
