import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";

/** A page's heading ('Manage Users') and one line about it. */
export function AdminPageHeading({ title, description }: { title: string; description: string }) {
  return (
    <Box sx={{ mb: 3 }}>
      <Typography variant="h1" sx={{ fontSize: { xs: "1.5rem", sm: "1.75rem" } }}>
        {title}
      </Typography>
      <Typography sx={{ color: "text.secondary", mt: 0.5 }}>{description}</Typography>
    </Box>
  );
}
