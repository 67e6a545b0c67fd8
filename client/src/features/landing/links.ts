// Where the landing page's calls to action lead: straight to the Sign Up tab, with the role the button names chosen.
export const SIGN_UP = "/auth?tab=signup";
export const SIGN_UP_AS_TEACHER = "/auth?tab=signup&role=teacher";
