# views
